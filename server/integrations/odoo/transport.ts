// What both Odoo transports carry: a model method call with its parameters named. JSON-2 sends the names
// as they are; JSON-RPC's execute_kw sends `ids` and `args` positionally (in the order given) and `kwargs`
// by name, so one description serves Odoo 14 through 21.
export type OdooCall = {
  model: string;
  method: string;
  /** The records the method runs on; omitted for @api.model methods (create, search, ...). */
  ids?: number[];
  /** The method's leading parameters, by name, in signature order. */
  args?: Record<string, unknown>;
  /** Optional parameters, by name. */
  kwargs?: Record<string, unknown>;
};

export interface OdooTransport {
  readonly protocol: 'jsonrpc' | 'json2';
  /** The method's return value; null when Odoo answered without one. */
  execute(call: OdooCall): Promise<unknown>;
}

/** The Odoo settings a transport needs, already checked to be present. */
export type OdooSettings = {
  url: string;
  db: string;
  username?: string;
  apiKey: string;
  timeoutMs: number;
};
