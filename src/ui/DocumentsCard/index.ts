export { DocumentsCard, DOCUMENTS_LIMIT } from './DocumentsCard';
export { FilePicker } from './FilePicker';
export {
  ACCEPT,
  ACCEPTED_EXTENSIONS,
  addFiles,
  MAX_FILE_BYTES,
  MAX_FILES,
  tooLargeMessage,
  tooManyFilesMessage,
} from './fileRules';
export { blobOf, INVALID_DOWNLOAD } from './download';
