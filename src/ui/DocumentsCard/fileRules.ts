// What a person may attach: pdf, doc, docx, xls, xlsx, txt, csv, zip and rar,
// up to 10 files of 50MB each per sending. The server checks the same and more (the content).
export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'csv', 'zip', 'rar'] as const;
export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The file input's accept attribute. */
export const ACCEPT = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

export const tooManyFilesMessage = (max = MAX_FILES) => `Máximo de ${max} arquivos permitidos`;
export const tooLargeMessage = (name: string, maxBytes = MAX_FILE_BYTES) =>
  `Arquivo ${name} excede o limite de ${maxBytes / (1024 * 1024)}MB`;
export const wrongTypeMessage = (name: string) =>
  `Tipo de arquivo não permitido: ${name}. Tipos aceitos: ${ACCEPTED_EXTENSIONS.join(', ')}.`;

export type FileSelection = { files: File[]; problems: string[] };

/**
 * Adds the newly picked files to those already chosen: a file of another type or over the size limit
 * is left out with its reason; a pick that would pass the count limit adds nothing. The same file
 * (name, size, date) picked twice is kept once.
 */
export function addFiles(current: File[], picked: File[]): FileSelection {
  const problems: string[] = [];
  const accepted: File[] = [];
  const same = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
  for (const file of picked) {
    if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) problems.push(wrongTypeMessage(file.name));
    else if (file.size > MAX_FILE_BYTES) problems.push(tooLargeMessage(file.name));
    else if (![...current, ...accepted].some((chosen) => same(chosen, file))) accepted.push(file);
  }
  if (current.length + accepted.length > MAX_FILES) return { files: current, problems: [tooManyFilesMessage(), ...problems] };
  return { files: [...current, ...accepted], problems };
}
