import type { Actor } from '../../common/policy';

/** The signed-in user as GET /users/me answers it. */
export type CurrentUser = Actor & {
  email: string;
  full_name: string | null;
  is_active: boolean;
  person_id: number | null;
  document: string | null;
  /** 'Meu perfil': no daily task digest by e-mail. */
  task_digest_opt_out?: boolean;
  /** The sign-up's state: 'pendente' shows 'Cadastro em análise' instead of the console's pages. */
  cadastro?: 'pendente' | 'aprovado' | 'recusado';
  /** The partner agreement in force waits for acceptance: the portal shows it before anything else. */
  aceite_pendente?: boolean;
};
