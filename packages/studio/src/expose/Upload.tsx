import { UploadPage } from '../features/upload/components/upload-page';

export default UploadPage;
