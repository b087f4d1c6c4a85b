import { useId, useState } from 'react';

import type { FaqItem } from './faq-items';

type Props = FaqItem & { initiallyOpen?: boolean };

/**
 * One question of the FAQ, the WAI-ARIA accordion pattern by hand: a heading holding a button
 * that shows or hides its answer. PrimeReact's Accordion did the same but brought about 30 KB
 * gzipped of PrimeReact and its theme onto the landing page, which uses no other PrimeReact part.
 */
export const FaqEntry = ({ question, answer, initiallyOpen = false }: Props) => {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <div className={open ? 'mkt-faq__item is-open' : 'mkt-faq__item'}>
      <h3 className="mkt-faq__heading">
        <button
          type="button"
          className="mkt-faq__question"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
        >
          <svg
            className="mkt-faq__icon"
            viewBox="0 0 16 16"
            width="14"
            height="14"
            aria-hidden="true"
          >
            <path d="M5.5 2.5 11 8l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          <span>{question}</span>
        </button>
      </h3>
      <div id={`${id}-answer`} className="mkt-faq__answer" hidden={!open}>
        <p>{answer}</p>
      </div>
    </div>
  );
};
