import { CreditsGate } from '../features/credits/components/credits-gate';

export default CreditsGate;
