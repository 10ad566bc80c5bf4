/** The organization pages' paths (spec-shell §2 "Settings": people, teams, tags, providers). */
export const ORG_PATHS = {
  personnel: '/organizationalStructure',
  personnelDetail: '/organizationalStructure/personneldetails/:id',
  serviceTeams: '/serviceGroup',
  personTags: '/tagsManage/personTag',
  orderTags: '/tagsManage/orderTag',
  customerTags: '/tagsManage/customerTag',
  outsource: '/outsourceManagement',
} as const;
