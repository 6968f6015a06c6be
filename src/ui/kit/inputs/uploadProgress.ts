// The share of a form's upload sent so far (0-100), while its part's own request sends it
// (FormParts.send); null while nothing is being sent. The kit's files input shows it and waits for it.
import { createContext, useContext } from 'react';

export const UploadProgressContext = createContext<number | null>(null);

export const useUploadProgress = () => useContext(UploadProgressContext);
