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

type Option = readonly [value: string, label: string];

const FilterSelect = (props: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) => (
  <label>
    <span>{props.label}</span>
    <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      {props.options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  </label>
);

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
      <FilterSelect
        label="Gender"
        value={filter.gender}
        options={GENDERS}
        onChange={(gender) => set({ gender: gender as VoiceFilter['gender'] })}
      />
      <FilterSelect
        label="Age"
        value={filter.age}
        options={AGES}
        onChange={(age) => set({ age: age as VoiceFilter['age'] })}
      />
      <FilterSelect
        label="Accent"
        value={filter.accent}
        options={[['', 'Any accent'], ...accentsOf(voices).map((a) => [a, a] as const)]}
        onChange={(accent) => set({ accent })}
      />
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
