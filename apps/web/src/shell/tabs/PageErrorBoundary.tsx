import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../chunks';
import { SessionLoadFailed } from '../SessionLoadFailed';

interface Props {
  children: ReactNode;
  /** A new key (another page) clears a shown error. */
  resetKey: string;
}

/**
 * Catches a page that failed to load or render, inside the frame: a ChunkLoadError (spec-shell §8)
 * or any other failure offers a reload; the top bar and tabs stay usable.
 */
export class PageErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <PageFailed error={this.state.error} />;
  }
}

function PageFailed({ error }: { error: unknown }) {
  const code = isChunkLoadError(error) ? error.code : undefined;
  return <SessionLoadFailed testId="page-failed" errorCode={code} />;
}
