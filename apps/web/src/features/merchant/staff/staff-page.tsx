import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { StaffMember } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { displayNumber } from '../../auth';
import { NoticeSnackbar } from '../shell/components/notice-snackbar';
import { useCurrentStore } from '../shell/current-store';
import { useNotice } from '../shell/use-notice';
import { ActivityPanel } from './activity/activity-panel';
import { InviteDialog } from './invite/invite-dialog';
import { bidiIsolate } from './model/bidi-isolate';
import { ACTION_PARAM, actionFrom } from './model/activity-filter-param';
import { STAFF_TABS, TAB_PARAM, tabFrom, type StaffTab } from './model/staff-tab';
import { PeoplePanel } from './people/people-panel';

const tabId = (tab: StaffTab) => `staff-tab-${tab}`;
const panelId = (tab: StaffTab) => `staff-panel-${tab}`;

/**
 * /staff-mgmt: the store's people (roles, invitations, removal) and its activity log, a tab
 * each (`?tab=`), for owners only (merchant-roles `manageStaff`).
 */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const { storeQueryId: storeId, store } = useCurrentStore();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);
  const { notice, say, dismiss } = useNotice();
  const [inviting, setInviting] = useState(false);

  const show = (next: StaffTab, action: string | null = null) => {
    const search = new URLSearchParams({ [TAB_PARAM]: next });
    if (action !== null) search.set(ACTION_PARAM, action);
    setParams(search, { replace: true });
  };
  const invited = (member: StaffMember) => {
    setInviting(false);
    say(
      'success',
      t('merchantStaff.notices.invited', {
        number: bidiIsolate(i18n.dir() === 'rtl')(displayNumber(member.mobile_number)),
      }),
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {t('merchantStaff.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('merchantStaff.subtitle', { store: store.name })}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setInviting(true)}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t('merchantStaff.invite.open')}
        </Button>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: StaffTab) => show(next)}
        aria-label={t('merchantStaff.tabs.label')}
        sx={{
          mt: { xs: 1.5, md: 2.5 },
          mb: { xs: 2, md: 3 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {STAFF_TABS.map((shown) => (
          <Tab
            key={shown}
            value={shown}
            label={t(`merchantStaff.tabs.${shown}`)}
            id={tabId(shown)}
            aria-controls={panelId(shown)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'people' ? (
          <PeoplePanel storeId={storeId} say={say} onInvite={() => setInviting(true)} />
        ) : (
          <ActivityPanel
            storeId={storeId}
            action={actionFrom(params)}
            onActionChange={(action) => show('activity', action)}
          />
        )}
      </Box>
      <InviteDialog
        open={inviting}
        storeId={storeId}
        onClose={() => setInviting(false)}
        onInvited={invited}
      />
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
