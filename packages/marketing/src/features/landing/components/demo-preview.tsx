import { DEMO_CAST, DEMO_SCENE, DEMO_TITLE } from './demo-scene';
import './demo-preview.css';

/**
 * #demo: the scene as the studio shows it, with a player clearly marked as a placeholder until
 * the demo clip is generated with our own voices.
 */
export const DemoPreview = () => (
  <section id="demo" className="mkt-section mkt-demo" aria-labelledby="demo-title">
    <div className="mkt-container">
      <div className="mkt-section__head">
        <p className="mkt-eyebrow">Demo</p>
        <h2 id="demo-title">Hear a scene come to life</h2>
        <p>A short original scene, parsed into lines and cast with three voices — exactly how your script will look in the studio.</p>
      </div>
      <div className="mkt-demo__card">
        <div className="mkt-demo__player">
          <button type="button" className="mkt-demo__play" disabled aria-describedby="demo-status">
            <span className="pi pi-play" aria-hidden="true" />
            <span className="cms-visually-hidden">Play the demo</span>
          </button>
          <div className="mkt-demo__meta">
            <h3>{DEMO_TITLE} — Scene 1</h3>
            <p id="demo-status" className="mkt-demo__status">
              <span className="pi pi-clock" aria-hidden="true" /> Demo audio coming soon
            </p>
          </div>
          <ul className="mkt-demo__cast" aria-label="Cast">
            {DEMO_CAST.map((member) => (
              <li key={member.actor}>
                <strong>{member.actor}</strong> {member.voice}
              </li>
            ))}
          </ul>
        </div>
        <ol className="mkt-demo__lines" aria-label={`${DEMO_TITLE}, scene 1`}>
          {DEMO_SCENE.map((line, index) => (
            <li key={index} className={`mkt-demo__line mkt-demo__line--${line.voice}`}>
              <span className="mkt-demo__actor">{line.actor}</span>
              <span className="mkt-demo__dialog">{line.dialog}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  </section>
);
