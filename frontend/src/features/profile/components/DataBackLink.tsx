import { BackLink } from '../../../components/layout/BackLink';

/** The link back to Meus Dados above each of its three pages. */
export function DataBackLink() {
  return <BackLink to="/administrador/dados" label="Meus Dados" />;
}
