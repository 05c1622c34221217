// Every error response with a JSON body must use the one error body schema, directly or as the
// base of an allOf (AvatarUploadErrorBody narrows the code of ErrorBody).
const isErrorBody = (schema) => {
  if (!schema || typeof schema !== 'object') return false;
  if (Array.isArray(schema.allOf)) return schema.allOf.some(isErrorBody);
  const error = schema.properties?.error;
  return (
    schema.type === 'object' &&
    Array.isArray(schema.required) &&
    schema.required.includes('error') &&
    error?.properties?.code !== undefined &&
    error?.properties?.message !== undefined
  );
};

export default (responses, _options, context) => {
  const results = [];
  for (const [status, response] of Object.entries(responses ?? {})) {
    if (!/^[45]/.test(status)) continue;
    const schema = response?.content?.['application/json']?.schema;
    if (schema === undefined) continue;
    if (!isErrorBody(schema)) {
      results.push({ message: `${status} does not use ErrorBody`, path: [...context.path, status] });
    }
  }
  return results;
};
