import { TransactionsPage } from '../features/transactions/components/transactions-page';

export default TransactionsPage;
