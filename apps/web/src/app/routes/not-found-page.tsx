import { NotFound } from '../../components/feedback/not-found';

/** The 404 route's page, in its own chunk: the home page need not carry it. */
export function NotFoundPage() {
  return (
    <div className="lyp-container lyp-page">
      <NotFound />
    </div>
  );
}
