// A person in a table's first column: the name, and under it the document as it is written (masked).
import { formatDocument } from '../../../common/documents';
import { RowTitleCell } from '../../ui/list';
import type { Person } from './types';

export const PersonNameCell = ({ person }: { person: Pick<Person, 'name' | 'document'> }) => (
  <RowTitleCell title={person.name} details={[formatDocument(person.document)]} />
);
