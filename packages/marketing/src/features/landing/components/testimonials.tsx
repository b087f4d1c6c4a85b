import { TESTIMONIALS } from './testimonial-list';
import './testimonials.css';

/** Testimonials. */
export const Testimonials = () => (
  <section className="mkt-section" aria-labelledby="testimonials-title">
    <div className="mkt-container">
      <div className="mkt-section__head">
        <p className="mkt-eyebrow">Writers on CastMyScript</p>
        <h2 id="testimonials-title">Hear what reading alone misses</h2>
      </div>
      <ul className="mkt-quotes">
        {TESTIMONIALS.map((item) => (
          <li key={item.who}>
            <figure className="mkt-quote">
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{item.who}</strong>
                <span>{item.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
