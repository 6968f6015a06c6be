// A deal registration as the portal's registros screens read it (the show page and its decisions).
export type Registro = { id: number; razao_social: string; cnpj: string; estado: string; parceiro_id: number; valido_ate: string | null };
