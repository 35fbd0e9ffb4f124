# PostgreSQL for CI, sourced by .ci/run (and runnable alone: `.ci/postgres.sh check`, which prepares,
# prints how it connects without the password, and cleans up). Works both where PostgreSQL trusts
# local connections and already has a `test` database, and on a fresh Debian install (password
# authentication on 127.0.0.1, no `test` database): there it creates, through the local socket as the
# `postgres` system user, a role `arc_ci` with a new random password for this run and the `test`
# database. At the end it drops the databases named arc_… that the run created (arc_e2e_<port>, …).
# Never stops, restarts or reconfigures a running PostgreSQL.
#
# Settings: TEST_DATABASE_URL (used as it is when set), CI_PGPORT (default 5432).

ci_pg_port="${CI_PGPORT:-5432}"

# psql as the postgres system user over the local socket (peer authentication on Debian).
ci_pg_as_postgres() {
  if command -v runuser >/dev/null 2>&1; then
    runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$ci_pg_port" "$@"
  else
    su postgres -s /bin/sh -c 'psql -X -q -v ON_ERROR_STOP=1 -p "$0" "$@"' "$ci_pg_port" "$@"
  fi
}

# Whether $1 connects without asking for a password.
ci_pg_connects() {
  PGCONNECT_TIMEOUT=5 psql -X -w -q -At "$1" -c 'select 1' >/dev/null 2>&1
}

ci_pg_start() {
  if ! pg_isready -h 127.0.0.1 -p "$ci_pg_port" -q 2>/dev/null; then
    echo "Starting PostgreSQL…"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p "$ci_pg_port" -q && break; sleep 1; done
  fi
}

# Sets and exports TEST_DATABASE_URL to a database the tests may use, creating what is missing.
ci_pg_prepare() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    export TEST_DATABASE_URL
  elif ci_pg_connects "postgres://postgres@127.0.0.1:$ci_pg_port/test"; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$ci_pg_port/test"
  else
    echo "PostgreSQL asks for a password on 127.0.0.1 or has no test database: creating the role arc_ci and the database test…"
    local password
    password="$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
    ci_pg_as_postgres -v password="$password" <<'SQL'
select format('create role arc_ci login superuser password %L', :'password') where not exists (select from pg_roles where rolname = 'arc_ci') \gexec
select format('alter role arc_ci login superuser password %L', :'password') \gexec
select 'create database test owner arc_ci' where not exists (select from pg_database where datname = 'test') \gexec
SQL
    export TEST_DATABASE_URL="postgres://arc_ci:$password@127.0.0.1:$ci_pg_port/test"
    if ! ci_pg_connects "$TEST_DATABASE_URL"; then
      echo "Cannot connect as arc_ci to 127.0.0.1:$ci_pg_port/test: pg_hba.conf must allow password (scram-sha-256 or md5) connections from 127.0.0.1." >&2
      return 1
    fi
  fi
  # The databases that exist now are left alone at the end.
  ci_pg_existing="$(psql -X -w -At "$TEST_DATABASE_URL" -c "select datname from pg_database where datname like 'arc\_%'")"
}

# Drops the arc_… databases that appeared since ci_pg_prepare, and the browser tests' own
# (arc_e2e_<E2E_PORT>, arc_e2e_<E2E_MOCKED_PORT>) even when an earlier run left them behind.
ci_pg_cleanup() {
  [ -n "${TEST_DATABASE_URL:-}" ] || return 0
  local name
  for name in $(psql -X -w -At "$TEST_DATABASE_URL" -c "select datname from pg_database where datname like 'arc\_%'" 2>/dev/null); do
    if ! grep -qxF "$name" <<<"${ci_pg_existing:-}" || [ "$name" = "arc_e2e_${E2E_PORT:-4410}" ] || [ "$name" = "arc_e2e_${E2E_MOCKED_PORT:-4415}" ]; then
      echo "Dropping the test database $name"
      psql -X -w -q "$TEST_DATABASE_URL" -c "drop database if exists \"$name\" with (force)" || true
    fi
  done
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  case "${1:-}" in
    check)
      ci_pg_start
      ci_pg_prepare
      trap ci_pg_cleanup EXIT
      echo "TEST_DATABASE_URL: $(sed -E 's#(//[^:/@]+):[^@]*@#\1:…@#' <<<"$TEST_DATABASE_URL")"
      psql -X -w -At "$TEST_DATABASE_URL" -c "select 'connected as ' || current_user || ' to ' || current_database()"
      if [ -n "${CI_PG_CHECK_CREATE:-}" ]; then
        psql -X -w -q "$TEST_DATABASE_URL" -c "create database \"$CI_PG_CHECK_CREATE\""
        echo "created $CI_PG_CHECK_CREATE (the cleanup drops it)"
      fi
      ;;
    *)
      echo "Usage: .ci/postgres.sh check" >&2
      exit 2
      ;;
  esac
fi
