import type { Voice } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';
import { useId } from 'react';

import {
  accentsOf,
  ANY_VOICE,
  filterVoices,
  isFiltered,
  type VoiceFilter,
} from '../lib/voice-filter';

type Props = {
  voices: Voice[];
  filter: VoiceFilter;
  onChange: (filter: VoiceFilter) => void;
};

const GENDERS = [
  ['', 'Any gender'],
  ['female', 'Female'],
  ['male', 'Male'],
] as const;
const AGES = [
  ['', 'Any age'],
  ['young', 'Young'],
  ['middle', 'Middle aged'],
  ['old', 'Old'],
] as const;

/**
 * Narrows every character's voice list at once by gender, age and accent (the landing page
 * promises it): a long catalogue is read a few voices at a time. Says how many voices match.
 */
export const VoiceFilters = ({ voices, filter, onChange }: Props) => {
  const id = useId();
  const matching = filterVoices(voices, filter).length;
  const set = (change: Partial<VoiceFilter>) => onChange({ ...filter, ...change });
  return (
    <fieldset className="cms-voice-filters" aria-describedby={`${id}-count`}>
      <legend>Filter voices</legend>
      <label>
        <span>Gender</span>
        <select
          value={filter.gender}
          onChange={(e) => set({ gender: e.target.value as VoiceFilter['gender'] })}
        >
          {GENDERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Age</span>
        <select
          value={filter.age}
          onChange={(e) => set({ age: e.target.value as VoiceFilter['age'] })}
        >
          {AGES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Accent</span>
        <select value={filter.accent} onChange={(e) => set({ accent: e.target.value })}>
          <option value="">Any accent</option>
          {accentsOf(voices).map((accent) => (
            <option key={accent} value={accent}>
              {accent}
            </option>
          ))}
        </select>
      </label>
      <p id={`${id}-count`} className="cms-voice-filters__count" role="status">
        {isFiltered(filter)
          ? matching === 0
            ? 'No voice matches these filters.'
            : `${matching} of ${voices.length} voices match.`
          : `${voices.length} voices.`}
      </p>
      {isFiltered(filter) && (
        <Button type="button" label="Clear filters" text onClick={() => onChange(ANY_VOICE)} />
      )}
    </fieldset>
  );
};
