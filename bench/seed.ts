// SQL that inserts persons in one statement (generate_series), fast enough for a million rows: names from
// common Brazilian first names and surnames (accents included), companies with trade names, valid CPFs
// and CNPJs (check digits computed in SQL), a mix of roles and statuses. Deterministic: row i is always
// the same person. 40% are Pessoa Física, 60% Pessoa Jurídica.

const FIRST_NAMES = [
  'Ana', 'Antônio', 'Beatriz', 'Bruno', 'Camila', 'Carlos', 'Cláudia', 'Daniel', 'Eduarda', 'Fábio', 'Fernanda',
  'Gabriel', 'Helena', 'Igor', 'Isabela', 'João', 'Júlia', 'Luís', 'Larissa', 'Lucas', 'Márcia', 'Marcos', 'Maria',
  'Mateus', 'Natália', 'Otávio', 'Patrícia', 'Paulo', 'Rafaela', 'Ricardo', 'Sérgio', 'Simone', 'Tatiane', 'Thiago',
  'Vanessa', 'Vítor',
];
const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa',
  'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias',
  'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos',
  'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Conceição', 'Correia', 'Monteiro', 'Moura', 'Pinto', 'Cavalcanti',
  'Azevedo', 'Batista', 'Campos', 'Castro', 'Coelho', 'Duarte', 'Farias', 'Fonseca',
];
const SECTORS = [
  'Comércio', 'Indústria', 'Transportes', 'Construções', 'Alimentos', 'Tecnologia', 'Serviços', 'Distribuidora',
  'Metalúrgica', 'Agropecuária', 'Têxtil', 'Engenharia',
];
const SUFFIXES = ['Ltda', 'S.A.', 'ME', 'EIRELI'];
const BRANDS = [
  'Mercado', 'Padaria', 'Auto Peças', 'Farmácia', 'Ótica', 'Papelaria', 'Construtora', 'Transportadora', 'Oficina',
  'Confecções',
];

const textArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Check digit of `body` (a SQL text expression) with the CPF/CNPJ rule: sum of (char - 48) * weight, mod 11. */
function checkDigit(weightedSum: string) {
  return `(CASE WHEN (${weightedSum}) % 11 < 2 THEN 0 ELSE 11 - (${weightedSum}) % 11 END)`;
}
const weighted = (column: string, weights: number[]) =>
  weights.map((w, k) => `(ascii(substr(${column}, ${k + 1}, 1)) - 48) * ${w}`).join(' + ');

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Inserts persons number `from` to `to` (inclusive). Bodies are made unique by multiplying the row
 * number by a prime; the second check digit reuses the first, so each level is computed once
 * (MATERIALIZED keeps PostgreSQL from inlining the expressions into one another).
 */
export function seedPersonsSql(from: number, to: number): string {
  return `
WITH numbered AS MATERIALIZED (
  SELECT i,
    CASE WHEN i % 5 < 2 THEN 1 ELSE 2 END AS person_type,
    abs(hashint4(i)) AS h1, abs(hashint4(i + 1000003)) AS h2, abs(hashint4(i + 2000003)) AS h3,
    abs(hashint4(i + 3000017)) AS h4, abs(hashint4(i + 4000037)) AS h5
  FROM generate_series(${from}, ${to}) AS i
), bodies AS MATERIALIZED (
  SELECT *, CASE WHEN person_type = 1
    THEN lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0')
    ELSE lpad(((i::bigint * 7919) % 100000000)::text, 8, '0') || '0001' END AS body
  FROM numbered
), first_digit AS MATERIALIZED (
  SELECT *, CASE WHEN person_type = 1
    THEN ${checkDigit(weighted('body', CPF_W1))}
    ELSE ${checkDigit(weighted('body', CNPJ_W1))} END AS d1
  FROM bodies
)
INSERT INTO persons (person_type, document, name, trade_name, role, is_active)
SELECT
  person_type,
  body || d1 || CASE WHEN person_type = 1
    THEN ${checkDigit(`${weighted('body', CPF_W1.map((w) => w + 1))} + 2 * d1`)}
    ELSE ${checkDigit(`${weighted('body', [6, ...CNPJ_W1.slice(0, 11)])} + 2 * d1`)} END,
  CASE WHEN person_type = 1
    THEN first_names[1 + h1 % ${FIRST_NAMES.length}] || ' ' || surnames[1 + h2 % ${SURNAMES.length}]
         || ' ' || surnames[1 + h3 % ${SURNAMES.length}]
    ELSE surnames[1 + h2 % ${SURNAMES.length}] || ' ' || sectors[1 + h1 % ${SECTORS.length}]
         || ' ' || suffixes[1 + h3 % ${SUFFIXES.length}]
  END,
  CASE WHEN person_type = 2 THEN brands[1 + h1 % ${BRANDS.length}] || ' ' || surnames[1 + h3 % ${SURNAMES.length}] END,
  CASE WHEN h4 % 100 < 60 THEN 1 WHEN h4 % 100 < 85 THEN 2 WHEN h4 % 100 < 95 THEN 3 ELSE 4 END,
  h5 % 10 <> 0
FROM first_digit CROSS JOIN (SELECT
  ${textArray(FIRST_NAMES)} AS first_names, ${textArray(SURNAMES)} AS surnames,
  ${textArray(SECTORS)} AS sectors, ${textArray(SUFFIXES)} AS suffixes, ${textArray(BRANDS)} AS brands) AS words
ORDER BY i`;
}
