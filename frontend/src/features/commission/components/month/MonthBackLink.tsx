import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BackLinkLabel, backLinkProps } from '../../../../components/layout/BackLink';
import { monthParam, type Month } from '../../period';

/** Back to Comissões, at the month the statement was opened from. */
export function MonthBackLink({ month }: { month: Month }) {
  return (
    <Anchor renderRoot={(props) => <Link to="/administrador/comissoes" search={{ mes: monthParam(month) }} {...props} />} {...backLinkProps}>
      <BackLinkLabel label="Comissões" />
    </Anchor>
  );
}
