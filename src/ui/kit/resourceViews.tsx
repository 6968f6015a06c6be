// The <Resource> props of a declaration (common/resources/): the kit's list, create, edit and show pages
// (less its `omitPages`) and its record representation; a resource's portal parts (src/features/<name>/)
// put its own page in place of one of the kit's (the SPEC's bespoke pages: the person and opportunity
// detail pages, the vínculos detail) and its own parts in the kit's list (./listParts.ts).
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { lazyScreen } from '../layout/lazyScreen';
import { useCreatePath, useResourceContext, type ResourceProps } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../common/resources';
import type { ResourcePage } from '../../../common/resources/types';
import type { FormParts } from './formParts';
import type { ListParts } from './listParts';

// The generated pages load when first opened, like every other screen of the console.
const ResourceList = lazyScreen(() => import('./ResourceList').then((m) => ({ default: m.ResourceList })));
const ResourceCreate = lazyScreen(() => import('./ResourceForm').then((m) => ({ default: m.ResourceCreate })));
const ResourceEdit = lazyScreen(() => import('./ResourceForm').then((m) => ({ default: m.ResourceEdit })));
const ResourceShow = lazyScreen(() => import('./ResourceShow').then((m) => ({ default: m.ResourceShow })));
const ResourceFormDialog = lazyScreen(() => import('./ResourceFormDialog').then((m) => ({ default: m.ResourceFormDialog })));

/** What a resource's portal has of its own, beside its declaration (src/resources.tsx). */
export type PortalParts = {
  /**
   * Its own pages in place of the kit's (a bespoke form, a detail page with actions), kept even when
   * `omitPages` names them; lazy like the kit's. A detail page that edits the record (adds links, saves
   * fields) is the `edit` page, so it lives at the SPEC's /<route>/:id.
   */
  pages?: Partial<Record<ResourcePage, ReactElement | ComponentType>>;
  /** Its own routes under the resource's path (react-admin's <Resource> children), e.g. /oportunidades/oportunidades. */
  children?: ReactNode;
  /**
   * react-admin's own options of the <Resource>, e.g. the label its default titles use (none by default:
   * they then come from the route's name, as src/i18n/declaredMessages.ts keeps them).
   */
  options?: ResourceProps['options'];
  /** How a record is named when the declaration's `representation` field alone is not it (a user without a name: its email). */
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** What its list has of its own in the kit's list: cells, buttons, row actions, an add dialog... */
  list?: ListParts;
  /** What its create and edit forms have of their own: custom inputs, the form's rules, the body (./formParts.ts). */
  form?: FormParts;
  /**
   * The path under the resource's where its list lives, when not the resource's own (the SPEC's
   * /oportunidades/oportunidades: 'oportunidades'); the resource's path then leads there, with its search.
   */
  listAt?: string;
};

/** The resource's own path, sending to its list at `at` with the same search (old links keep their filters). */
function ListRedirect({ at }: { at: string }) {
  const { search } = useLocation();
  const base = useCreatePath()({ resource: useResourceContext(), type: 'list' });
  return <Navigate to={`${base}/${at}${search}`} replace />;
}

export function declaredViews(declaration: ResourceDeclaration, parts: PortalParts = {}): Omit<ResourceProps, 'name'> {
  // The kit's page forms read only the named inputs; the rest of a form part is the dialog's, so it is not declared in vain.
  const dialogOnly = Object.keys(parts.form ?? {}).filter((key) => key !== 'inputs');
  if (dialogOnly.length && declaration.form?.opens !== 'dialog') {
    throw new Error(`${declaration.name}: the form part's ${dialogOnly.join(', ')} are read by the dialog form only (form.opens 'dialog')`);
  }
  // The list's bulkSet is worded by the declaration's bulk nouns; without them it would be dropped unseen.
  if (parts.list?.bulkSet && !declaration.bulk) throw new Error(`${declaration.name}: the list part's bulkSet needs the declaration's bulk nouns`);
  const kitPages: Partial<Record<ResourcePage, ReactElement | ComponentType>> = {
    create: <ResourceCreate declaration={declaration} parts={parts.form} />,
    edit: <ResourceEdit declaration={declaration} parts={parts.form} />,
    show: <ResourceShow declaration={declaration} />,
  };
  // A page the declaration leaves out is not registered: react-admin then offers no link to it.
  for (const page of declaration.omitPages ?? []) delete kitPages[page];
  const pages = { ...kitPages, ...parts.pages };
  // A form that opens in a dialog: the list's add button opens the kit's, unless the part gives its own.
  const createDialog =
    parts.list?.createDialog ??
    (declaration.form?.opens === 'dialog'
      ? (props: { open: boolean; onClose: () => void }) => <ResourceFormDialog declaration={declaration} parts={parts.form} mode="create" {...props} />
      : undefined);
  const list = declaration.omitPages?.includes('list') ? undefined : (
    <ResourceList declaration={declaration} parts={{ ...parts.list, createDialog }} pages={{ edit: !!pages.edit, show: !!pages.show }} />
  );
  const { listAt } = parts;
  return {
    list: listAt ? <ListRedirect at={listAt} /> : list,
    ...pages,
    children: listAt ? (
      <>
        <Route path={listAt} element={list} />
        {parts.children}
      </>
    ) : (
      parts.children
    ),
    options: parts.options,
    recordRepresentation: parts.recordRepresentation ?? declaration.representation,
  };
}
