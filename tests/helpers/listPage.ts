// The list page the portal registers for a resource (src/resources.tsx): the kit's list with the
// resource's portal part's own cells, buttons and dialogs, as /<route> shows it.
import type { ReactElement } from 'react';
import { resources } from '../../src/resources';

export const listPage = (route: string) => resources.find((resource) => resource.name === route)!.list as ReactElement;
