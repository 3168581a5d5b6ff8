/** The part of an OpenAPI 3.1 document the reference page reads. */
export type SchemaView = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: SchemaView;
  properties?: Record<string, SchemaView>;
  required?: string[];
  description?: string;
  pattern?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  example?: unknown;
};

export type OperationView = {
  operationId: string;
  summary?: string;
  description?: string;
  "x-permission"?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: SchemaView; description?: string }[];
  requestBody?: { content: Record<string, { schema: SchemaView }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: SchemaView }> }>;
};
