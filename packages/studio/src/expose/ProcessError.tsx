import { ProcessErrorPage } from '../features/history/components/process-error-page';

export default ProcessErrorPage;
