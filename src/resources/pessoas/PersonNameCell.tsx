// A person in a table's first column: the name, and under it the document as it is written (masked).
import { formatDocument } from '../../../common/documents';
import { NameCell } from '../../components/list/NameCell';
import type { Person } from './types';

export const PersonNameCell = ({ person }: { person: Pick<Person, 'name' | 'document'> }) => (
  <NameCell name={person.name} lines={[formatDocument(person.document)]} />
);
