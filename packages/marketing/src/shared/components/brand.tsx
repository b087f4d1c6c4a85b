import { Link } from 'react-router-dom';

import './brand.css';

type Props = { onNavigate?: () => void };

/** The brand: three coloured words and an .ai suffix, linking home. */
export const Brand = ({ onNavigate }: Props) => (
  // The label spells the brand once; screen readers would otherwise read the parts apart.
  <Link to="/" className="mkt-brand" aria-label="Cast My Script.ai" onClick={onNavigate}>
    <span className="mkt-brand__cast">Cast</span> <span className="mkt-brand__my">My</span>{' '}
    <span className="mkt-brand__script">Script</span>
    <span className="mkt-brand__ai">.ai</span>
  </Link>
);
