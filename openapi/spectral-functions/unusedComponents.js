// Reports components that nothing references. Runs on the unresolved bundle, where every use
// of a component is a local "#/components/<kind>/<name>" reference.
const collectRefs = (node, refs) => {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, refs);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
};

export default (document) => {
  const components = document?.components ?? {};
  const refs = collectRefs({ ...document, components: undefined }, new Set());
  // References between components count too, but a component may not keep itself alive.
  for (const [kind, entries] of Object.entries(components)) {
    if (kind === 'securitySchemes') continue;
    for (const [name, value] of Object.entries(entries ?? {})) {
      for (const ref of collectRefs(value, new Set())) {
        if (ref !== `#/components/${kind}/${name}`) refs.add(ref);
      }
    }
  }
  const results = [];
  for (const [kind, entries] of Object.entries(components)) {
    if (kind === 'securitySchemes') continue;
    for (const [name, value] of Object.entries(entries ?? {})) {
      if (value?.['x-client-static'] === true) continue;
      if (!refs.has(`#/components/${kind}/${name}`)) {
        results.push({ message: `components.${kind}.${name} is not used`, path: ['components', kind, name] });
      }
    }
  }
  return results;
};
