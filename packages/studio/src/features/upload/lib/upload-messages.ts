/** "Upload" and §4 "Processing poll", word for word. */
export const UPLOAD_MESSAGES = {
  noFile: 'No file selected for upload.',
  noDocument: 'Document ID not found. Please restart the application.',
  uploadError: (message: string) => `Error uploading file: ${message}`,
  presignFailed: 'Failed to get presigned URL',
  putFailed: 'Upload to S3 failed',
  confirmFailed: 'Failed to confirm upload',
  startFailed: 'Failed to start processing',
  processingFailed: (message: string) => `Processing failed: ${message}`,
  processingStarted: 'Processing started. Please wait...',
  uploaded: (name: string) => `File ${name} uploaded successfully.`,
  completed: 'Processing completed successfully!',
  paymentRequired: 'Insufficient credits - payment required',
  pollFailed: 'Failed to check processing status. Please try again.',
} as const;

/** Beyond the spec: what a resumed document (/process/{id}/upload) is waiting for. */
export const RESUME_MESSAGES = {
  ready: 'Your uploaded script is ready. Press Continue Processing to turn it into scenes.',
  done: 'This script is already processed. Use Next to see its scenes.',
} as const;
