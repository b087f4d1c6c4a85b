type Props = { heading: string; text: string };

const STEPS = [
  { icon: 'pi-upload', text: 'Upload a script: PDF, DOCX, TXT, FDX or Fountain' },
  { icon: 'pi-users', text: 'Cast a voice for every character' },
  { icon: 'pi-volume-up', text: 'Listen to the full table read' },
];

/**
 * The welcome panel of sign-in and sign-up: a filled panel as tall as the form, with
 * the three steps and one drawn line of a read, so it reads as part of the page, not loose text.
 */
export const WelcomePanel = ({ heading, text }: Props) => (
  <div className="cms-welcome">
    <p className="cms-welcome__heading">{heading}</p>
    <p>{text}</p>
    <ul>
      {STEPS.map((step) => (
        <li key={step.icon}>
          <i className={`pi ${step.icon}`} aria-hidden="true" />
          {step.text}
        </li>
      ))}
    </ul>
    <figure className="cms-welcome__sample">
      <figcaption>
        MAYA <span>Bright, 30s</span>
      </figcaption>
      <blockquote>“You said you'd never come back.”</blockquote>
    </figure>
  </div>
);
