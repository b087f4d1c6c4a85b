import { Accordion, AccordionTab } from 'primereact/accordion';
import { Link } from 'react-router-dom';

import { FAQ_ITEMS } from './faq-items';
import './faq.css';

/** #faq (spec 1 §2). */
export const Faq = () => (
  <section id="faq" className="mkt-section" aria-labelledby="faq-title">
    <div className="mkt-container mkt-faq">
      <div className="mkt-section__head">
        <p className="mkt-eyebrow">FAQ</p>
        <h2 id="faq-title">Questions, answered</h2>
      </div>
      <Accordion multiple activeIndex={[0]} className="mkt-faq__list">
        {FAQ_ITEMS.map((item) => (
          <AccordionTab key={item.question} header={item.question}>
            <p>{item.answer}</p>
          </AccordionTab>
        ))}
      </Accordion>
      <p className="mkt-faq__more">
        Something else? <Link to="/contact">Contact our team</Link> — we reply within 24 hours.
      </p>
    </div>
  </section>
);
