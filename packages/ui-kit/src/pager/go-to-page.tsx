import { type FormEvent, useId, useState } from 'react';

import { clampPage } from './page-item';

export interface GoToPageProps {
  total: number;
  onGo: (page: number) => void;
}

/** Jump box for long lists; out-of-range numbers go to the nearest real page. */
export function GoToPage({ total, onGo }: GoToPageProps) {
  const id = useId();
  const [value, setValue] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = Number.parseInt(value, 10);
    if (Number.isNaN(wanted)) return;
    onGo(clampPage(wanted, total));
    setValue('');
  }

  return (
    <form className="cms-pager__goto" onSubmit={submit}>
      <label htmlFor={id}>Go to page</label>
      <input
        id={id}
        // No min/max: out-of-range numbers are clamped instead of blocking the form.
        type="number"
        inputMode="numeric"
        aria-describedby={`${id}-of`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <span id={`${id}-of`}>of {total}</span>
      <button type="submit" className="cms-pager__button">
        Go
      </button>
    </form>
  );
}
