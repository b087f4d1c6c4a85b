import { PlaceholderPage } from '../app/placeholder-page';

const Packages = () => (
  <PlaceholderPage title="Plans and pages" lead="Choose a monthly plan or buy pages as you go." />
);

export default Packages;
