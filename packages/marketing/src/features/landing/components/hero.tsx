import { FREE_PLAN } from '@castmyscript/api/contract';
import { Link } from 'react-router-dom';

import { HeroVisual } from './hero-visual';
import './hero.css';

/** #hero: what the product does in one sentence, Try It Free and Watch Demo. */
export const Hero = () => (
  <section id="hero" className="mkt-hero" aria-labelledby="hero-title">
    <div className="mkt-container mkt-hero__grid">
      <div className="mkt-hero__copy">
        <p className="mkt-eyebrow">AI table reads for screenwriters</p>
        <h1 id="hero-title">
          Hear your screenplay <span className="mkt-hero__accent">before the first table read</span>
        </h1>
        <p className="mkt-hero__lead">
          Upload a script and CastMyScript splits it into lines, gives every character a voice of
          their own and reads the whole thing back to you. Catch the clunky line, the scene that
          drags and the joke that lands — in minutes, without booking a single actor.
        </p>
        <div className="mkt-hero__ctas">
          <Link to="/sign-up" className="mkt-btn mkt-btn--primary mkt-btn--lg">
            Try It Free
          </Link>
          <Link
            to={{ pathname: '/', hash: '#demo' }}
            className="mkt-btn mkt-btn--ghost mkt-btn--lg"
          >
            <span className="pi pi-play-circle" aria-hidden="true" />
            Watch Demo
          </Link>
        </div>
        <ul className="mkt-hero__proof">
          <li>{FREE_PLAN.monthlyCredits} free pages every month</li>
          <li>No credit card needed</li>
          <li>PDF, DOCX, TXT, FDX and Fountain</li>
        </ul>
      </div>
      <HeroVisual />
    </div>
  </section>
);
