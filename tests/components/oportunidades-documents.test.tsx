// The Documents card and the file picker of opportunities: sizes in Bytes/KB/MB, 'Sem descrição', the
// empty and loading texts, the upload panel (send disabled without files, Cancelar clears), read-only
// mode, download of the base64 answer, and the file limits.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentsCard, FilePicker } from '../../src/ui/DocumentsCard';
import type { Anexo } from '../../src/dataProvider/oportunidades';
import { fill } from '../helpers/typing';
import { renderPortal } from '../helpers/renderPortal';

const slow = { timeout: 45_000 };

const anexo = (id: number, nome_arquivo: string, tamanho_bytes: number, descricao: string | null): Anexo => ({
  id,
  oportunidade_id: 7,
  nome_arquivo,
  descricao,
  tamanho_bytes,
  content_type: 'application/pdf',
  created_at: '2024-03-05T15:00:00Z',
});

const documents = [
  anexo(1, 'contrato.pdf', 1536, 'Contrato assinado'),
  anexo(2, 'planilha.xlsx', 2 * 1024 * 1024, null),
  anexo(3, 'nota.txt', 512, ''),
];

function provider(data: Anexo[] = documents, extra: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async () => ({ data, total: data.length })),
    uploadAnexos: vi.fn(async () => ({ data: [], count: 0 })),
    downloadAnexo: vi.fn(),
    deleteAnexo: vi.fn(async () => ({})),
    ...extra,
  };
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;


describe('the Documents card', slow, () => {
  it('lists name, description or "Sem descrição", size in Bytes/KB/MB and date', async () => {
    const dataProvider = provider();
    renderPortal(<DocumentsCard oportunidadeId={7} />, { dataProvider });
    expect(screen.getByText('Carregando documentos...')).toBeTruthy();
    await screen.findByText('contrato.pdf');
    expect(within(row('contrato.pdf')).getByText('Contrato assinado')).toBeTruthy();
    expect(within(row('contrato.pdf')).getByText('1,50 KB · 05/03/2024')).toBeTruthy();
    expect(within(row('planilha.xlsx')).getByText('Sem descrição')).toBeTruthy();
    expect(within(row('planilha.xlsx')).getByText(/^2,00 MB/)).toBeTruthy();
    expect(within(row('nota.txt')).getByText('Sem descrição')).toBeTruthy();
    expect(within(row('nota.txt')).getByText(/^512 Bytes/)).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'anexos',
      expect.objectContaining({ filter: { oportunidade_id: 7 }, pagination: { page: 1, perPage: 100 } }),
    );
  });

  it('says when there is no document', async () => {
    renderPortal(<DocumentsCard oportunidadeId={7} />, { dataProvider: provider([]) });
    expect(await screen.findByText('Nenhum documento anexado')).toBeTruthy();
  });

  it('hides adding and removing in read-only mode, but still downloads', async () => {
    renderPortal(<DocumentsCard oportunidadeId={7} readOnly />, { dataProvider: provider() });
    await screen.findByText('contrato.pdf');
    expect(screen.queryByRole('button', { name: 'Adicionar Documentos' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remover/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar contrato.pdf' })).toBeTruthy();
  });

  it('opens the upload panel with Enviar disabled until a file is chosen; Cancelar clears it', async () => {
    const dataProvider = provider();
    renderPortal(<DocumentsCard oportunidadeId={7} />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('contrato.pdf');
    await user.click(screen.getByRole('button', { name: 'Adicionar Documentos' }));
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' });
    expect(send.disabled).toBe(true);

    const file = new File(['%PDF-1.4'], 'proposta.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    expect(await screen.findByText('proposta.pdf')).toBeTruthy();
    await fill(user, screen.getByLabelText('Descrição (opcional)'), 'Proposta comercial');
    expect(send.disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Adicionar Documentos' }));
    expect(screen.queryByText('proposta.pdf')).toBeNull();
    expect((screen.getByLabelText('Descrição (opcional)') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' }).disabled).toBe(true);
  });

  it('sends the files with the description and says when it fails', async () => {
    const uploadAnexos = vi.fn(async () => {
      throw Object.assign(new Error('Upload failed: Payload Too Large'), { status: 413 });
    });
    renderPortal(<DocumentsCard oportunidadeId={7} />, { dataProvider: provider(documents, { uploadAnexos }) });
    const user = userEvent.setup();
    await screen.findByText('contrato.pdf');
    await user.click(screen.getByRole('button', { name: 'Adicionar Documentos' }));
    const file = new File(['a;b'], 'dados.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    await fill(user, screen.getByLabelText('Descrição (opcional)'), 'Base de cálculo');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Erro ao enviar documentos: Upload failed: Payload Too Large')).toBeTruthy();
    expect(uploadAnexos).toHaveBeenCalledWith(7, [file], 'Base de cálculo', expect.any(Function));
    // The files stay chosen, to try again.
    expect(screen.getByText('dados.csv')).toBeTruthy();
  });

  it('saves the base64 answer as a file, and says when the answer is not valid', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs: record the Blob the card hands over.
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:documento');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const downloadAnexo = vi
      .fn()
      .mockResolvedValueOnce({ data: btoa('conteudo'), content_type: 'text/plain' })
      .mockResolvedValueOnce({ content_type: 'text/plain' })
      .mockRejectedValueOnce(new Error('Anexo não encontrado'));
    renderPortal(<DocumentsCard oportunidadeId={7} />, { dataProvider: provider(documents, { downloadAnexo }) });
    const user = userEvent.setup();
    await screen.findByText('nota.txt');

    await user.click(screen.getByRole('button', { name: 'Baixar nota.txt' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(created[0].type).toBe('text/plain');
    expect(await created[0].text()).toBe('conteudo');

    await user.click(screen.getByRole('button', { name: 'Baixar nota.txt' }));
    expect(await screen.findByText('Resposta inválida do servidor ao tentar baixar.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Baixar nota.txt' }));
    expect(await screen.findByText('Erro ao baixar o documento')).toBeTruthy();
    click.mockRestore();
  });

  it('fetches a large document as the raw file instead of base64', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:documento');
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const big = anexo(4, 'balanco.pdf', 20 * 1024 * 1024, null);
    const downloadAnexo = vi.fn();
    const downloadAnexoFile = vi.fn(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    renderPortal(<DocumentsCard oportunidadeId={7} />, {
      dataProvider: provider([big], { downloadAnexo, downloadAnexoFile }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Baixar balanco.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(downloadAnexoFile).toHaveBeenCalledWith(4);
    expect(downloadAnexo).not.toHaveBeenCalled();
    expect(names).toEqual(['balanco.pdf']);
    expect(await created[0].text()).toBe('%PDF-1.4');
    click.mockRestore();
  });

  it('removes a document only after confirmation', async () => {
    const dataProvider = provider();
    const onChange = vi.fn();
    renderPortal(<DocumentsCard oportunidadeId={7} onChange={onChange} />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('contrato.pdf');
    await user.click(screen.getByRole('button', { name: 'Remover contrato.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover documento' });
    expect(dataProvider.deleteAnexo).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(dataProvider.deleteAnexo).toHaveBeenCalledWith(1));
    expect(await screen.findByText('Documento removido com sucesso.')).toBeTruthy();
    expect(onChange).toHaveBeenCalled();
  });
});

/** A file of a given size without allocating it. */
const sized = (name: string, bytes: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

function Picker() {
  const [files, setFiles] = useState<File[]>([]);
  return <FilePicker files={files} onChange={setFiles} />;
}

describe('the file picker', slow, () => {
  const pick = (files: File[]) => fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
  const chosen = () => within(screen.queryByRole('list', { name: 'Arquivos selecionados' }) ?? document.createElement('ul')).queryAllByRole('listitem');

  it('takes only the accepted types, refusing the others by name', async () => {
    renderPortal(<Picker />);
    expect(screen.getByTestId('file-input').getAttribute('accept')).toBe('.pdf,.doc,.docx,.xls,.xlsx,.txt,.csv,.zip,.rar');
    pick([sized('ok.docx', 10), sized('foto.png', 10)]);
    expect(await screen.findByText(/Tipo de arquivo não permitido: foto\.png/)).toBeTruthy();
    expect(chosen().map((item) => item.textContent)).toEqual(['ok.docx10 Bytes']);
  });

  it('refuses a file over 50MB with its name, and keeps the others', async () => {
    renderPortal(<Picker />);
    pick([sized('grande.pdf', 50 * 1024 * 1024 + 1), sized('limite.zip', 50 * 1024 * 1024)]);
    expect(await screen.findByText('Arquivo grande.pdf excede o limite de 50MB')).toBeTruthy();
    expect(chosen().map((item) => item.textContent)).toEqual(['limite.zip50,00 MB']);
  });

  it('allows at most 10 files', async () => {
    renderPortal(<Picker />);
    pick(Array.from({ length: 9 }, (_, i) => sized(`doc${i}.pdf`, 100 + i)));
    await waitFor(() => expect(chosen()).toHaveLength(9));
    pick([sized('extra1.pdf', 1), sized('extra2.pdf', 2)]);
    expect(await screen.findByText('Máximo de 10 arquivos permitidos')).toBeTruthy();
    expect(chosen()).toHaveLength(9);
    pick([sized('decimo.pdf', 3)]);
    await waitFor(() => expect(chosen()).toHaveLength(10));
    expect(screen.queryByText('Máximo de 10 arquivos permitidos')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Selecionar arquivos' }).disabled).toBe(true);
  });
});
