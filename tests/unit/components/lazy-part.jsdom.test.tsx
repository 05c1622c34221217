// @vitest-environment jsdom
// A part of the frame whose code loads in its own chunk (the footer): the server renders it in place,
// the browser keeps that HTML until the chunk has come and hydrates it then, with nothing rendered
// anew, also when the frame above it renders again meanwhile (the session's state changing).
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../../src/components/lazy-part';

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

function Footer({ note }: { note: string }) {
  const [pressed, setPressed] = useState(false);
  return (
    <footer>
      <a href="/blog">Blog</a>
      <button type="button" onClick={() => setPressed(true)}>
        {pressed ? 'pressed' : note}
      </button>
    </footer>
  );
}

/** A module the test hands out when it likes: the browser's chunk. */
function chunk() {
  let deliver: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  return { load: () => arrived.then(() => Footer), deliver };
}

/** The frame: a session state above the part that changes after hydration. */
function frame(Part: ComponentType<{ note: string }>) {
  let signIn: () => void = () => undefined;
  function Frame() {
    const [user, setUser] = useState('visitor');
    signIn = () => setUser('member');
    return (
      <div>
        <header>{user}</header>
        <Part note="footer" />
      </div>
    );
  }
  return { Frame, signIn: () => signIn() };
}

async function serverHtml(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

async function hydrate(html: string, node: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const root = hydrateRoot(container, node, { onRecoverableError: (error) => recoverable.push(error) });
  roots.push(root);
  // Hydration, its effects and what they scheduled have run.
  await new Promise((resolve) => setTimeout(resolve, 30));
  return { container, recoverable };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('lazyPart', () => {
  it('the server renders the part in place, waiting for its module', async () => {
    const { load, deliver } = chunk();
    deliver();
    const { Frame } = frame(lazyPart(load));
    const html = await serverHtml(<Frame />);
    expect(html).toContain('<footer><a href="/blog">Blog</a>');
    expect(html).not.toContain('<template');
  });

  it("keeps the server's HTML while its chunk loads, through a render of the frame, and hydrates it then", async () => {
    const server = chunk();
    server.deliver();
    const html = await serverHtml(<Frame0 part={lazyPart(server.load)} />);

    const browser = chunk();
    const { Frame, signIn } = frame(lazyPart(browser.load));
    const { container, recoverable } = await hydrate(html, <Frame />);
    const footer = container.querySelector('footer');
    expect(footer?.textContent).toBe('Blogfooter');

    // The frame renders again before the chunk has come: the footer stays as the server sent it.
    signIn();
    await settle();
    expect(container.querySelector('header')?.textContent).toBe('member');
    expect(container.querySelector('footer')).toBe(footer);

    browser.deliver();
    await settle();
    // Hydrated in place (the same elements), and now it works.
    expect(container.querySelector('footer')).toBe(footer);
    container.querySelector('button')?.click();
    await vi.waitFor(() => expect(container.querySelector('button')?.textContent).toBe('pressed'));
    expect(recoverable).toEqual([]);
  });

  it('why it is memoized: a plain boundary rendered again before its chunk came loses the HTML', async () => {
    const server = chunk();
    server.deliver();
    const html = await serverHtml(<Frame0 part={lazyPart(server.load)} />);

    const browser = chunk();
    const Lazy = lazy(() => browser.load().then((component) => ({ default: component })));
    const Plain = (props: { note: string }) => (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
    const { Frame, signIn } = frame(Plain);
    const { container } = await hydrate(html, <Frame />);
    expect(container.querySelector('footer')).not.toBeNull();
    signIn();
    await settle();
    expect(container.querySelector('footer')).toBeNull();
    browser.deliver();
    await vi.waitFor(() => expect(container.querySelector('footer')).not.toBeNull());
  });
});

/** The server's frame: as the browser's, in its first state. */
function Frame0({ part: Part }: { part: ComponentType<{ note: string }> }) {
  return (
    <div>
      <header>visitor</header>
      <Part note="footer" />
    </div>
  );
}
