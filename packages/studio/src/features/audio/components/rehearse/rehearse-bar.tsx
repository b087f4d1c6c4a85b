import { Button } from 'primereact/button';
import { useEffect } from 'react';

import { announcement, speakerOf } from '../../../../shared/rehearse/rehearse-state';
import { REHEARSE_TEXTS as RT } from '../../../../shared/rehearse/rehearse-texts';
import { RehearseWords } from '../../../../shared/rehearse/rehearse-words';
import { useBarLayout } from '../../hooks/use-bar-layout';
import { PLAYER_RATES } from '../../hooks/use-playback-rate';
import type { AudioRehearsal } from '../../hooks/use-audio-rehearsal';
import { PLAYER_TEXTS } from '../../lib/player-texts';

import '../../../../shared/components/studio-button.css';
import '../../../../shared/rehearse/rehearse.css';
import '../player-bar/player-bar.css';
import './rehearse-bar.css';

/** The button that ends the actor's wait on Audio Production. */
export const SAID_IT = 'I said it';

type Props = {
  rehearse: AudioRehearsal;
  /** The bar's one speed, which the rehearsal plays and waits at too. */
  rate: number;
  onRate: (rate: number) => void;
};

/**
 * The player bar while rehearsing as a character: start or stop, "I said it", the line the read
 * is on (the actor's own as words, or first letters when hidden) and the state, announced.
 */
export const RehearseBar = ({ rehearse, rate, onRate }: Props) => {
  const { bar, spacer, height, left } = useBarLayout();
  const { choice, rehearsal, current, setSpeed } = rehearse;
  useEffect(() => setSpeed(rate), [rate, setSpeed]);
  const yours = !!current && current.actor === choice.character;
  return (
    <>
      <div ref={spacer} className="cms-player-spacer" style={{ height }} aria-hidden="true" />
      <section ref={bar} className="cms-player" style={{ left }} aria-label={PLAYER_TEXTS.bar}>
        <div className="cms-player__main">
          <div className="cms-player__buttons">
            <Button
              type="button"
              rounded
              icon={rehearsal.active ? 'pi pi-stop' : 'pi pi-play'}
              aria-label={rehearsal.active ? 'Stop rehearsal' : RT.start}
              onClick={rehearsal.active ? rehearsal.stop : rehearse.start}
            />
            {rehearsal.active && (
              <button
                type="button"
                ref={rehearse.nextRef}
                className="cms-studio-button"
                onClick={rehearsal.next}
              >
                {SAID_IT}
              </button>
            )}
          </div>
          <p className={`cms-player__now${yours ? ' cms-rehearse-bar__yours' : ''}`}>
            {current ? (
              <>
                <strong>
                  Line {current.scene_index + 1} · {speakerOf(current.actor)}
                  {yours && ' · Your line'}
                </strong>{' '}
                {yours && choice.hide ? (
                  <RehearseWords
                    key={current.scene_id}
                    dialog={current.dialog}
                    number={current.scene_index + 1}
                  />
                ) : (
                  <span className="cms-player__dialog">{current.dialog}</span>
                )}
              </>
            ) : (
              `Rehearsing as ${choice.character}`
            )}
          </p>
          <label className="cms-player__rate">
            <span>Speed</span>
            <select
              aria-label={PLAYER_TEXTS.speed}
              value={rate}
              onChange={(event) => onRate(Number(event.target.value))}
            >
              {PLAYER_RATES.map((value) => (
                <option key={value} value={value}>
                  {value}x
                </option>
              ))}
            </select>
          </label>
          <p className="cms-rehearse-bar__state" role="status" aria-live="polite">
            {announcement(choice, rehearsal.phase, current ?? null, SAID_IT, rehearse.from + 1)}
          </p>
        </div>
        {/* The rehearsal's own element, here only while rehearsing: it is only ever given the
            other characters' lines, and the screen's player stays the one element otherwise. */}
        <audio ref={rehearsal.audio} className="cms-rehearse-player" preload="none" />
      </section>
    </>
  );
};
