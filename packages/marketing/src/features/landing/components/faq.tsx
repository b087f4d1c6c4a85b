import { Link } from 'react-router-dom';

import { FaqEntry } from './faq-entry';
import { FAQ_ITEMS } from './faq-items';
import './faq.css';

/** #faq: any number of answers open at once, the first one to begin with. */
export const Faq = () => (
  <section id="faq" className="mkt-section" aria-labelledby="faq-title">
    <div className="mkt-container mkt-faq">
      <div className="mkt-section__head">
        <p className="mkt-eyebrow">FAQ</p>
        <h2 id="faq-title">Questions, answered</h2>
      </div>
      <div className="mkt-faq__list">
        {FAQ_ITEMS.map((item, index) => (
          <FaqEntry key={item.question} {...item} initiallyOpen={index === 0} />
        ))}
      </div>
      <p className="mkt-faq__more">
        Something else? <Link to="/contact">Contact our team</Link> — we reply within 24 hours.
      </p>
    </div>
  </section>
);
