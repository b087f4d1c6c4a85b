import { SubscriptionPage } from '../features/subscription/components/subscription-page';

export default SubscriptionPage;
