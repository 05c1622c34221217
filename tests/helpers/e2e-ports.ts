// The ports of the end-to-end stack (mock API, companion, vite preview). E2E_PORT_OFFSET moves all
// three, so a second checkout on the same machine can run its suite without a clash.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const e2ePorts = {
  api: 4310 + offset,
  companion: 4311 + offset,
  preview: 4373 + offset,
} as const;

export const companionOrigin = `http://127.0.0.1:${e2ePorts.companion}`;

export const mockApiOrigin = `http://127.0.0.1:${e2ePorts.api}`;
