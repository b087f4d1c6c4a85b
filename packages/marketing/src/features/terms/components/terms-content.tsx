import { TERMS_SECTIONS, TERMS_UPDATED, type TermsBlock } from './terms-sections';
import './terms-content.css';

const Block = ({ block }: { block: TermsBlock }) =>
  typeof block === 'string' ? (
    <p>{block}</p>
  ) : (
    <ul>
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

/** The terms and privacy text, with a table of contents. */
export const TermsContent = () => (
  <div className="mkt-container mkt-terms">
    <nav aria-label="On this page" className="mkt-terms__toc">
      <p>
        <strong>On this page</strong>
      </p>
      <ol>
        {TERMS_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
    <div className="mkt-terms__body">
      <p className="mkt-terms__updated">Last updated {TERMS_UPDATED}</p>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.body.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  </div>
);
