import { CreditsSummary } from '../features/credits/components/credits-summary';

export default CreditsSummary;
