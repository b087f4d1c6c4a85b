type Props = { heading: string; text: string };

/** The welcome panel of sign-in and sign-up (spec 1 §2). */
export const WelcomePanel = ({ heading, text }: Props) => (
  <div className="cms-welcome">
    <p className="cms-welcome__heading">{heading}</p>
    <p>{text}</p>
    <ul>
      <li>
        <i className="pi pi-upload" aria-hidden="true" /> Upload a script: PDF, DOCX, TXT, FDX or
        Fountain
      </li>
      <li>
        <i className="pi pi-users" aria-hidden="true" /> Cast a voice for every character
      </li>
      <li>
        <i className="pi pi-volume-up" aria-hidden="true" /> Listen to the full table read
      </li>
    </ul>
  </div>
);
