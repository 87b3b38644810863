import { Link } from 'react-router';

/** The logo and name; links home. */
export function Brand({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    <Link to="/" className={`lyp-brand${inverted ? ' lyp-brand--inverted' : ''}`} aria-label="乐易拍首页">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#c41d1d" />
        <path d="M18 44h28v6H18zM22 18l14-6 4 9-14 6zM30 26l6 12-5 2-6-12z" fill="#fff" />
      </svg>
      {!compact && (
        <span className="lyp-brand__text">
          <strong>乐易拍</strong>
          <small>在线竞价平台</small>
        </span>
      )}
    </Link>
  );
}
