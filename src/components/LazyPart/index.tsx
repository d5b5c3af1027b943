import React, {Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** What a part that failed to load shows: the error and a way to try again. */
export function LoadError({error, onRetry}: {readonly error: unknown; readonly onRetry: () => void}): ReactNode {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className={styles.error} role="alert">
      <p>
        <Translate id="layout.lazyPart.error" description="Shown when a part of the page could not be downloaded">
          这部分页面未能加载。
        </Translate>{' '}
        <code className={styles.message}>{message}</code>
      </p>
      <button type="button" className="button button--sm button--secondary" onClick={onRetry}>
        <Translate
          id="layout.lazyPart.retry"
          description="Button that downloads a part of the page again after a failure">
          重试
        </Translate>
      </button>
    </div>
  );
}

interface BoundaryProps {
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, {error: unknown}> {
  override state = {error: null as unknown};

  static getDerivedStateFromError(error: unknown) {
    return {error};
  }

  override render() {
    if (this.state.error !== null) {
      return (
        <LoadError
          error={this.state.error}
          onRetry={() => {
            this.setState({error: null});
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

interface Props {
  /** A dynamic import; its chunk is fetched when the part first renders. */
  readonly load: () => Promise<{default: ComponentType}>;
  /** Shown while loading; give it the part's size so nothing shifts. */
  readonly fallback: ReactNode;
}

/** Renders a code-split part; a failed download shows its error and a Retry button. */
export default function LazyPart({load, fallback}: Props): ReactNode {
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy() stays rejected, so every retry needs a fresh one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Part = useMemo(() => lazy(load), [load, attempt]);
  return (
    <LoadBoundary onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    </LoadBoundary>
  );
}
