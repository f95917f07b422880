"""A throwaway local PostgreSQL cluster (tests, bench and CI): ``initdb`` + ``pg_ctl`` on a unix socket.

The server binaries refuse to run as root, so as root they run as the ``postgres``
user (``runuser``), in a data and socket directory that user owns. Nothing here is
used by the bot itself: it only connects to the URL it is given.

    python -m db.pg_cluster start DIR [--no-fsync]   # prints the server's URL (database "postgres")
    python -m db.pg_cluster stop DIR
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import pwd
import shutil
import subprocess
import sys
import uuid
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import quote, urlsplit, urlunsplit

BIN_DIRS = ("/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/14/bin")
PORT = 5432
"""Only names the socket file: the cluster listens on no TCP port."""
T = TypeVar("T")


class ClusterError(RuntimeError):
    """No throwaway server could be started here (the reason is the message)."""


def bin_dir() -> Path:
    for d in BIN_DIRS:
        if (Path(d) / "initdb").is_file():
            return Path(d)
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    raise ClusterError("the PostgreSQL server binaries (initdb, pg_ctl) are not installed")


def _as_owner() -> list[str]:
    """The command prefix that runs a server binary as a user it accepts (never root)."""
    if os.geteuid() != 0:
        return []
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        raise ClusterError("running as root and there is no 'postgres' user to run the server as") from None
    runuser = shutil.which("runuser")
    if runuser is None:
        raise ClusterError("running as root and runuser is missing")
    return [runuser, "-u", "postgres", "--"]


@dataclass(frozen=True)
class Cluster:
    root: Path

    @property
    def data(self) -> Path:
        return self.root / "data"

    @property
    def socket_dir(self) -> Path:
        return self.root / "socket"

    @property
    def url(self) -> str:
        return f"postgresql://postgres@/postgres?host={quote(str(self.socket_dir))}&port={PORT}"


def _run(cmd: list[str]) -> None:
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise ClusterError(f"{Path(cmd[len(_as_owner())]).name} failed: {(done.stderr or done.stdout).strip()[-400:]}")


def start(root: str | Path, *, durable: bool = True) -> Cluster:
    """Create and start a cluster under ``root`` (an empty or missing directory); return it.

    ``durable=False`` turns fsync off: fine for tests, never for figures that claim durability.
    """
    cluster = Cluster(Path(root))
    binaries, prefix = bin_dir(), _as_owner()
    cluster.data.mkdir(parents=True, exist_ok=True)
    cluster.socket_dir.mkdir(parents=True, exist_ok=True)
    if prefix:
        entry = pwd.getpwnam("postgres")
        for d in (cluster.root, cluster.data, cluster.socket_dir):
            os.chown(d, entry.pw_uid, entry.pw_gid)
    os.chmod(cluster.data, 0o700)
    _run([*prefix, str(binaries / "initdb"), "-D", str(cluster.data), "-U", "postgres", "-A", "trust",
          "-E", "UTF8", "--no-sync"])
    return start_server(cluster, durable=durable)


def start_server(cluster: Cluster, *, durable: bool = True) -> Cluster:
    """Start the server of an initialised cluster (again, after :func:`stop_server`); return the cluster."""
    options = f"-c listen_addresses='' -c unix_socket_directories='{cluster.socket_dir}' -p {PORT}"
    options += " -c max_connections=200 -c shared_buffers=64MB"
    if not durable:
        options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    _run([*_as_owner(), str(bin_dir() / "pg_ctl"), "-D", str(cluster.data), "-o", options, "-w", "-t", "60",
          "-l", str(cluster.root / "server.log"), "start"])
    return cluster


def stop_server(cluster: Cluster, mode: str = "fast") -> None:
    """Stop the server of a cluster and keep its files (``mode``: pg_ctl's smart, fast or immediate): for fault
    tests, which start it again with :func:`start_server`."""
    _run([*_as_owner(), str(bin_dir() / "pg_ctl"), "-D", str(cluster.data), "-m", mode, "-w", "-t", "60", "stop"])


def stop(root: str | Path) -> None:
    """Stop the cluster under ``root`` (if running) and delete its files."""
    cluster = Cluster(Path(root))
    if (cluster.data / "postmaster.pid").exists():
        try:
            _run([*_as_owner(), str(bin_dir() / "pg_ctl"), "-D", str(cluster.data), "-m", "immediate", "-w", "stop"])
        except ClusterError:
            pass
    shutil.rmtree(cluster.root, ignore_errors=True)


def _blocking(coro: Coroutine[Any, Any, T]) -> T:
    """Run ``coro`` to the end on a loop of its own, even when called from inside a running loop."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


def create_database(server_url: str, prefix: str = "dday_test") -> str:
    """Create an empty database on the server; return its URL."""
    import asyncpg

    name = f"{prefix}_{uuid.uuid4().hex[:12]}"

    async def create() -> None:
        conn = await asyncpg.connect(server_url)
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')
        finally:
            await conn.close()

    _blocking(create())
    return with_database(server_url, name)


def drop_database(server_url: str, url: str) -> None:
    import asyncpg

    name = urlsplit(url).path.lstrip("/")

    async def drop() -> None:
        conn = await asyncpg.connect(server_url)
        try:
            await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await conn.close()

    _blocking(drop())


def main(argv: list[str]) -> int:
    fast = "--no-fsync" in argv
    argv = [a for a in argv if a != "--no-fsync"]
    if len(argv) != 2 or argv[0] not in ("start", "stop"):
        print("usage: python -m db.pg_cluster start DIR [--no-fsync] | stop DIR", file=sys.stderr)
        return 2
    try:
        if argv[0] == "start":
            print(start(argv[1], durable=not fast).url)
        else:
            stop(argv[1])
    except ClusterError as exc:
        print(f"no PostgreSQL cluster: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
