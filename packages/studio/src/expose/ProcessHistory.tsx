import { ProcessHistoryPage } from '../features/history/components/process-history-page';

export default ProcessHistoryPage;
