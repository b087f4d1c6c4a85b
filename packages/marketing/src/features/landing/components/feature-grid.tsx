import { FEATURES } from './feature-list';
import './feature-grid.css';

/** #features. */
export const FeatureGrid = () => (
  <section
    id="features"
    className="mkt-section mkt-section--muted"
    aria-labelledby="features-title"
  >
    <div className="mkt-container">
      <div className="mkt-section__head">
        <p className="mkt-eyebrow">Features</p>
        <h2 id="features-title">Everything a table read needs, minus the scheduling</h2>
        <p>
          Built for screenwriters, playwrights, directors and producers who want to hear the work,
          not just read it.
        </p>
      </div>
      <ul className="mkt-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="mkt-features__item">
            <span className={`pi ${feature.icon}`} aria-hidden="true" />
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
